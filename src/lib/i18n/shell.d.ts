// English `common`, cut to SHELL_KEYS at build time (vite.config.ts, `enShell`).
declare module 'virtual:en-shell' {
	const shell: Record<string, unknown>;
	export default shell;
}
