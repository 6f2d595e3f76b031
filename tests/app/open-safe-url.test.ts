// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppRuntime } from '../../src/app/runtime';
import { openSafeUrl } from '../../src/logic/open-safe-url';

/*
 * Payment links open only for http(s) URLs, in a new tab without an opener (product §2.4 payment
 * link). The reference server sends a same-origin path (`/pay/{token}`), so relative links resolve against the
 * page; anything that would run script or carry inline content is refused.
 */

describe('openSafeUrl', () => {
  it.each([
    ['https://pay.example/checkout?id=1', 'https://pay.example/checkout?id=1'],
    ['http://localhost:5173/pay/abc', 'http://localhost:5173/pay/abc'],
    ['/pay/abc', `${location.origin}/pay/abc`],
    ['pay/abc', new URL('pay/abc', location.href).href],
  ])('opens %s as %s', (url, expected) => {
    const open = vi.fn();
    expect(openSafeUrl(url, open)).toBe(true);
    expect(open).toHaveBeenCalledExactlyOnceWith(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://pay.example/0d6c',
    'http://[invalid',
  ])('refuses %s', (url) => {
    const open = vi.fn();
    expect(openSafeUrl(url, open)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});

describe('the runtime’s default openWindow', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a new tab with noopener and noreferrer', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const runtime = createAppRuntime({
      storage: window.sessionStorage,
      fetch: async () => new Response('{}', { status: 503 }),
    });
    try {
      runtime.openWindow('https://pay.example/checkout');
      expect(open).toHaveBeenCalledExactlyOnceWith(
        'https://pay.example/checkout',
        '_blank',
        'noopener,noreferrer',
      );
    } finally {
      runtime.stop();
    }
  });
});
