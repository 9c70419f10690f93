/** Where the reference platform API of the browser tests listens (for its development-only routes). */
export const API_URL = process.env['E2E_API_URL'] ?? `http://127.0.0.1:${process.env['E2E_API_PORT'] ?? 3343}`;

/** A phone number for one test: valid per spec §5 and unused by the demo data. */
export function testPhone(seed: number): string {
  return `137${String(10_000_000 + (seed % 89_999_999)).padStart(8, '0')}`;
}
