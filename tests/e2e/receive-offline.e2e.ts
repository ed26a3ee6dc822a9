// A phone that has opened Hornbook once online, and never its Receive page, receives a game by
// pictures of its codes with the network cut: the QR reader is kept by the service worker in the
// background once the app is offline-ready (src/service-worker.ts), not fetched by Receive.
import { correction, generate } from 'lean-qr';
import { toPngBuffer } from 'lean-qr/extras/node_export';
import { offlineTest as test, expect, waitForServiceWorker } from './fixtures';
import { toGameFile } from '../../src/lib/tracker/file';
import { toHandoverCodes } from '../../src/lib/tracker/handover';
import { sampleEvents } from '../../src/lib/tracker/ktu/sample-game';

const png = (text: string) =>
	Buffer.from(
		toPngBuffer(generate(text, { minCorrectionLevel: correction.M }), {
			on: [0, 0, 0],
			off: [255, 255, 255, 255],
			scale: 6
		})
	);

test('a fresh phone that visited once online receives a game by pictures offline', async ({
	page,
	context
}) => {
	const wasm: string[] = [];
	page.on('request', (r) => {
		if (new URL(r.url()).pathname.endsWith('.wasm')) wasm.push(r.url());
	});
	await page.goto('/');
	await expect(page.locator('h1')).toBeVisible();
	// The first page asks nothing of the reader itself.
	expect(wasm).toEqual([]);
	await waitForServiceWorker(page);
	// The reader is on the phone once the app is offline-ready: kept in the background.
	await expect
		.poll(() =>
			page.evaluate(async () => {
				for (const name of await caches.keys())
					for (const request of await (await caches.open(name)).keys())
						if (new URL(request.url).pathname.endsWith('.wasm')) return true;
				return false;
			})
		)
		.toBe(true);

	await context.setOffline(true);
	await page.goto('/receive');
	await expect(page.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
	await expect(page.getByTestId('reader-problem')).toHaveCount(0);
	const codes = toHandoverCodes(
		JSON.stringify(
			toGameFile('ktu', { id: 'offline', createdAt: 1, title: 'Kill the Unicorns' }, sampleEvents())
		)
	);
	await page
		.getByTestId('receive-file')
		.setInputFiles(
			codes.map((c, i) => ({ name: `code-${i}.png`, mimeType: 'image/png', buffer: png(c) }))
		);
	await expect(page).toHaveURL(/\/ktu\/games\/game\?id=offline$/);
	await expect(page.getByTestId('final-winner')).toHaveText('Ana wins!');
});
