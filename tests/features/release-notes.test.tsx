// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sanitizeReleaseNote } from '../../src/features/release-notes/release-notes-dialog';
import { createInProcessApp, sendUserData, signInDemo, type InProcessApp } from '../support/in-process';
import { renderAt, resetToasts } from './account-support';
import { findDialog } from '../support/dialogs';

let app: InProcessApp;
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  resetToasts();
  app?.close();
});

const NOTES_REQUEST = 'GET /api/external/release-notes';

async function signedIn() {
  app = createInProcessApp();
  await signInDemo(app);
  // The demo traveller has two passes: choose one so the selection dialog does not come first.
  sendUserData(app.runtime.auth, { type: 'passNumber.select', passNumber: '2001000101' });
}

describe('release notes dialog (product §2, §4)', () => {
  it('is fetched after login when no app version is stored and shows the sanitised notes, newest first', async () => {
    await signedIn();
    renderAt(app, '/profile');
    // The file's first render loads the lazy /profile page and the dialog's chunk: slow on a busy 2-core box.
    const dialog = await findDialog({ name: 'Wat is er nieuw?' }, { timeout: 15_000 });
    const notes = within(dialog).getAllByRole('article');
    expect(notes).toHaveLength(2);
    expect(notes[0]).toHaveTextContent('Versie 4.1.0');
    expect(within(notes[0]!).getByRole('heading', { name: 'Nieuw in versie 4.1.0' })).toBeInTheDocument();
    const link = within(notes[0]!).getByRole('link');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(notes[1]).toHaveTextContent('Versie 4.0.0');
  });

  it('waits until the pass number selection dialog is answered', async () => {
    app = createInProcessApp();
    await signInDemo(app);
    renderAt(app, '/profile');
    const user = userEvent.setup();
    const selection = await findDialog({ name: 'Kies een pasnummer' });
    await waitFor(() => expect(app.requests).toContain(NOTES_REQUEST));
    expect(screen.queryByRole('dialog', { name: 'Wat is er nieuw?' })).toBeNull();
    await user.click(within(selection).getByRole('button', { name: /Eigen pas/ }));
    expect(await findDialog({ name: 'Wat is er nieuw?' })).toBeInTheDocument();
  });

  it('"Niet meer tonen" marks the notes viewed, stores 4.1.0 and hides the dialog', async () => {
    await signedIn();
    renderAt(app, '/profile');
    const user = userEvent.setup();
    const dialog = await findDialog({ name: 'Wat is er nieuw?' });
    await user.click(within(dialog).getByLabelText('Niet meer tonen'));
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Wat is er nieuw?' })).toBeNull());
    await waitFor(() => expect(window.localStorage.getItem('appVersion')).toBe('4.1.0'));
    expect(app.requests).toContain('POST /api/external/release-notes/bulk/mark-as-viewed');
    const { data } = await app.runtime.clients.account.GET('/api/external/release-notes');
    expect(data?.Data).toEqual([]);
  });

  it('closing without the box only hides it for now', async () => {
    await signedIn();
    renderAt(app, '/profile');
    const user = userEvent.setup();
    const dialog = await findDialog({ name: 'Wat is er nieuw?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Wat is er nieuw?' })).toBeNull());
    expect(window.localStorage.getItem('appVersion')).toBeNull();
    expect(app.requests).not.toContain('POST /api/external/release-notes/bulk/mark-as-viewed');
  });

  it('shows once per login session: closed, a reload of the same login does not fetch it again; a new login does', async () => {
    await signedIn();
    renderAt(app, '/profile');
    const user = userEvent.setup();
    const dialog = await findDialog({ name: 'Wat is er nieuw?' }, { timeout: 15_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Wat is er nieuw?' })).toBeNull());

    // A reload: the app mounts again over the same stored session.
    cleanup();
    app.requests.length = 0;
    renderAt(app, '/profile');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.requests).not.toContain(NOTES_REQUEST);
    expect(screen.queryByRole('dialog', { name: 'Wat is er nieuw?' })).toBeNull();

    // A new login is a new login session: the notes (not marked viewed) come back.
    cleanup();
    app.runtime.auth.send({ type: 'logout' });
    await signInDemo(app);
    sendUserData(app.runtime.auth, { type: 'passNumber.select', passNumber: '2001000101' });
    renderAt(app, '/profile');
    expect(await findDialog({ name: 'Wat is er nieuw?' }, { timeout: 5000 })).toBeInTheDocument();
  }, 45_000);

  it('is not fetched when the stored version is 4.1.0', async () => {
    window.localStorage.setItem('appVersion', '4.1.0');
    await signedIn();
    renderAt(app, '/profile');
    // The first render of the lazily loaded page waits for its chunk (Vite transforms it on first import; slow under load).
    await screen.findByRole('heading', { name: 'Profiel', level: 1 }, { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(app.requests).not.toContain(NOTES_REQUEST);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders a hostile note body without scripts, handlers or javascript: links', async () => {
    await signedIn();
    app.server.db
      .prepare('INSERT INTO release_notes (version, body_nl, body_en, published_at) VALUES (?, ?, ?, ?)')
      .run(
        '4.1.1',
        '<p id="note">Hallo</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>' +
          '<a href="javascript:window.__pwned = 3">klik</a>',
        '<p>Hello</p>',
        Date.now() + 1000,
      );
    renderAt(app, '/profile');
    const dialog = await findDialog({ name: 'Wat is er nieuw?' });
    const note = within(dialog).getAllByRole('article')[0]!;
    expect(note).toHaveTextContent('Hallo');
    expect(note.querySelector('script')).toBeNull();
    expect(note.querySelector('[onerror]')).toBeNull();
    expect(note.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

/** Classic XSS vectors (OWASP cheat sheet style); each would set `window.__pwned` if anything of it ran. */
const XSS_VECTORS = [
  '<img src=x onerror="window.__pwned=1">',
  '<svg onload="window.__pwned=2"><circle r="1"/></svg>',
  '<svg><a xlink:href="javascript:window.__pwned=3"><text>svg-link</text></a></svg>',
  '<iframe srcdoc="<script>parent.__pwned=4</script>"></iframe>',
  '<a href="jAvAsCrIpT:window.__pwned=5">mixed-case</a>',
  '<a href="java&#x09;script:window.__pwned=6">tab-entity</a>',
  '<a href="data:text/html,<script>window.__pwned=7</script>">data-url</a>',
  '<details open ontoggle="window.__pwned=8"><summary>s</summary></details>',
  '<body onload="window.__pwned=9">',
  '<form action="javascript:window.__pwned=10"><button>go</button></form>',
  '<button formaction="javascript:window.__pwned=11">fa</button>',
  '<object data="javascript:window.__pwned=12"></object><embed src="javascript:window.__pwned=13">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=14"><base href="javascript:/">',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=15>"></p></noscript>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=16></style></mglyph></table></mtext></math>',
  '<div style="background:url(javascript:window.__pwned=17)" onmouseover="window.__pwned=18">hover</div>',
  '<input autofocus onfocus="window.__pwned=19"><video><source onerror="window.__pwned=20"></video>',
  '<scr<script>ipt>window.__pwned=21</script>',
];

describe('release notes against XSS', () => {
  it(`renders ${XSS_VECTORS.length} classic XSS vectors inert: no active element, attribute or URL survives, nothing runs`, async () => {
    await signedIn();
    delete (window as { __pwned?: number }).__pwned;
    const alerts: unknown[] = [];
    const originalAlert = window.alert;
    window.alert = (message?: unknown) => void alerts.push(message);
    try {
      app.server.db
        .prepare('INSERT INTO release_notes (version, body_nl, body_en, published_at) VALUES (?, ?, ?, ?)')
        .run('4.1.2', `<p>Veilig</p>${XSS_VECTORS.join('')}`, '<p>Safe</p>', Date.now() + 1000);
      renderAt(app, '/profile');
      const dialog = await findDialog({ name: 'Wat is er nieuw?' });
      const note = within(dialog)
        .getAllByRole('article')
        .find((a) => a.textContent?.includes('Veilig'))!;
      expect(note).toBeDefined();
      const all = [note, ...note.querySelectorAll('*')];
      expect(note.querySelector('script, iframe, object, embed, meta, base, form, noscript')).toBeNull();
      for (const el of all) {
        for (const attr of el.getAttributeNames()) {
          expect(attr, el.outerHTML).not.toMatch(/^on/i);
          if (/^(href|src|action|formaction|xlink:href|data|style)$/i.test(attr))
            expect(el.getAttribute(attr), el.outerHTML).not.toMatch(/javascript:|data:text\/html|url\(/i);
        }
        // Fire what a user or the browser would: a surviving inline handler would run here (jsdom runs scripts).
        for (const type of ['click', 'mouseover', 'focus', 'load', 'error', 'toggle'])
          el.dispatchEvent(new Event(type, { bubbles: false }));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((window as { __pwned?: number }).__pwned).toBeUndefined();
      expect(alerts).toEqual([]);
    } finally {
      window.alert = originalAlert;
    }
  });
});

describe('sanitizeReleaseNote', () => {
  it('keeps formatting and safe links, drops active content', () => {
    const html = sanitizeReleaseNote(
      '<h2>Nieuw</h2><ul><li><strong>a</strong></li></ul><a href="https://example.com" target="_self">x</a>' +
        '<iframe src="https://evil.example"></iframe><form><input></form><div onclick="x()">y</div>',
    );
    expect(html).toContain('<h2>Nieuw</h2>');
    expect(html).toContain('<strong>a</strong>');
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).not.toMatch(/iframe|<form|<input|onclick/);
  });
});
