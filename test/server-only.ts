// Vitest runs outside React's server environment, where the real "server-only" package throws on import.
export {};
