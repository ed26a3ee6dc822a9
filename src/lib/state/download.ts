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

/** `hornbook-uu-2024-05-01-ab12cd.json`: the game, the day and the start of the id, safe as a file name. */
export function exportFileName(kind: GameId, id: string, createdAt: number): string {
	const day = new Date(createdAt).toISOString().slice(0, 10);
	return `hornbook-${kind}-${day}-${id.replace(/[^a-z0-9]/giu, '').slice(0, 6)}.json`;
}
