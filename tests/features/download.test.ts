import { describe, expect, it } from 'vitest';
import { exportFilename } from '../../src/lib/download';

describe('exportFilename (product §7: filename from content-disposition, default trip-history.pdf)', () => {
  it('reads a quoted filename', () => {
    expect(exportFilename('attachment; filename="trip-history-2027-03-07-2027-03-14.pdf"')).toBe(
      'trip-history-2027-03-07-2027-03-14.pdf',
    );
  });

  it('reads an unquoted filename', () => {
    expect(exportFilename('attachment; filename=ritten.pdf; size=10')).toBe('ritten.pdf');
  });

  it('prefers the RFC 5987 filename* form and decodes it', () => {
    expect(exportFilename(`attachment; filename="x.pdf"; filename*=UTF-8''ritten%20m%C3%A4rz.pdf`)).toBe(
      'ritten märz.pdf',
    );
  });

  it('falls back to trip-history.pdf without a usable name', () => {
    expect(exportFilename(null)).toBe('trip-history.pdf');
    expect(exportFilename('attachment')).toBe('trip-history.pdf');
    expect(exportFilename('attachment; filename=""')).toBe('trip-history.pdf');
    expect(exportFilename(`attachment; filename*=UTF-8''%E0%A4%A`)).toBe('trip-history.pdf');
  });

  it('never returns a path', () => {
    expect(exportFilename('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(exportFilename('attachment; filename="..\\\\evil.pdf"')).toBe('evil.pdf');
  });
});
