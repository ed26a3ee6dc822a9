/**
 * The top-level keys of `common` that the shell shows at first paint (header, bar, home page,
 * error page): only these ship with the page, through the `virtual:en-shell` module that
 * vite.config.ts builds from locales/en/common.json. The rest of `common` loads right after start.
 */
export const SHELL_KEYS = ['app', 'errors', 'games', 'home', 'nav'] as const;
