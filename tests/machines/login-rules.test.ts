import { describe, expect, it } from 'vitest';
import { isTransientStatus, loginErrorOf, validateLoginForm } from '../../machines/lib/login-rules';
import type { AppError } from '../../machines/types';

const error = (status: number, message = ''): AppError => ({
  status,
  message,
  label: 'internalServerError',
  severity: 'danger',
});

describe('login rules (product §5, §8)', () => {
  it('requires email (trimmed) and password', () => {
    expect(validateLoginForm(' ', '')).toEqual({
      email: 'login.usernameRequired',
      password: 'login.passwordRequired',
    });
    expect(validateLoginForm('a@b.nl', 'x')).toEqual({});
  });

  it('shows login.invalidForm for refused credentials, otherwise the server message', () => {
    expect(loginErrorOf(error(401, 'Wrong'), true)).toEqual({
      key: 'login.invalidForm',
      message: '',
      status: 401,
    });
    expect(loginErrorOf(error(500, 'Down'), false)).toEqual({
      key: 'error.unexpected',
      message: 'Down',
      status: 500,
    });
  });

  it('treats no answer, 408, 429 and 5xx as unanswered', () => {
    expect([0, 408, 429, 500, 503].every(isTransientStatus)).toBe(true);
    expect([400, 401, 403, 404].some(isTransientStatus)).toBe(false);
  });
});
