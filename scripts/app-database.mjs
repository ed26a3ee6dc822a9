// The app's IndexedDB as the end-to-end tests and the benches reach it from outside: they write
// saved games into it the way an older build (or another device) left them.

/**
 * Waits until the page's app has created its database with its stores (the saved games' page
 * creates it when it opens; it may still be between opening and upgrading it).
 * @param {import('@playwright/test').Page} page
 */
export async function waitForDatabase(page) {
	await page.waitForFunction(async () => {
		const names = (await indexedDB.databases()).map((d) => d.name);
		if (!names.includes('hornbook')) return false;
		/** @type {IDBDatabase | null} */
		const db = await new Promise((resolve) => {
			const request = indexedDB.open('hornbook');
			request.onsuccess = () => resolve(request.result);
			request.onerror = () => resolve(null);
		});
		const ready = db !== null && db.objectStoreNames.contains('events');
		db?.close();
		return ready;
	});
}
