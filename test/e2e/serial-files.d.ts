/** The e2e files that run apart from the others (serial-files.js says which and why). */
export declare const SERIAL_E2E_FILES: string[];
