// What chromium-setup.ts provides to the test files (vitest's inject), typed once.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser's path, or `null` when the browser tests must skip. */
    chromium: string | null;
    /** Why there is no browser (empty when there is one). */
    chromiumSkipReason: string;
  }
}

export {};
