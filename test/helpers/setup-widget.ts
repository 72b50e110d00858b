// Shared setup for widget tests (jsdom): nothing global beyond what jest-fixed-jsdom provides.
export {};
