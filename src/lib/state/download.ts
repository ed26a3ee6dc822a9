import type { GameId } from '$lib/vocab';

/** Offers a JSON document as a file download (browser only). */
export function downloadJson(filename: string, data: unknown): void {
	downloadBlob(
		filename,
		new Blob([JSON.stringify(data, null, '\t')], { type: 'application/json' })
	);
}

/** Offers a file (a picture, a document) as a download (browser only). */
export function downloadBlob(filename: string, blob: Blob): void {
	const url = URL.createObjectURL(blob);
	const a = document.createElement('a');
	a.href = url;
	a.download = filename;
	document.body.append(a);
	a.click();
	a.remove();
	// The click has started the download; the URL is no longer needed after this task.
	setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The start of a game's id, safe in a file name. */
const idPart = (id: string) => id.replace(/[^a-z0-9]/giu, '').slice(0, 6);

/** `hornbook-uu-2024-05-01-ab12cd.json`: the game, the day and the start of the id, safe as a file name. */
export function exportFileName(kind: GameId, id: string, createdAt: number): string {
	const day = new Date(createdAt).toISOString().slice(0, 10);
	return `hornbook-${kind}-${day}-${idPart(id)}.json`;
}

/**
 * `hornbook-ktu-2024-05-01-2130-ab12cd.png`: a shared result's picture, named by the game, the day
 * and time it started (UTC, as the export's day) and the start of its id, so that the pictures of
 * one evening's games never share a name.
 */
export function resultImageName(kind: GameId, id: string, createdAt: number): string {
	const iso = new Date(createdAt).toISOString();
	return `hornbook-${kind}-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}-${idPart(id)}.png`;
}
