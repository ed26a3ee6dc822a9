// The QR reader of the Receive page, loaded only there: the browser's own BarcodeDetector where it
// has one that reads QR codes, else the `barcode-detector` ponyfill (ZXing compiled to
// WebAssembly). Its .wasm file is served with the app, never from a CDN; it is not precached (it
// is large), so the service worker keeps it once it has been fetched (vite.config.ts).
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export interface QrReader {
	/** The texts of the QR codes in a picture or a video frame. */
	read(source: ImageBitmap | HTMLVideoElement): Promise<string[]>;
}

interface Detector {
	detect(source: ImageBitmap | HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
	new (options: { formats: string[] }): Detector;
	getSupportedFormats(): Promise<readonly string[]>;
}

const reading = (detector: Detector): QrReader => ({
	read: async (source) => (await detector.detect(source)).map((code) => code.rawValue)
});

async function nativeDetector(): Promise<Detector | null> {
	const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
	try {
		return Native && (await Native.getSupportedFormats()).includes('qr_code')
			? new Native({ formats: ['qr_code'] })
			: null;
	} catch {
		return null;
	}
}

/** A ready reader; rejects when the WebAssembly reader cannot be fetched or started. */
export async function openReader(): Promise<QrReader> {
	const native = await nativeDetector();
	if (native) return reading(native);
	// Fetched here rather than by the module, so an offline phone without it is told so by the
	// page (a failed fetch), not by the module's own errors.
	const response = await fetch(wasmUrl);
	if (!response.ok) throw new Error(`reader ${response.status}`);
	const wasmBinary = await response.arrayBuffer();
	const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
	await prepareZXingModule({
		overrides: {
			wasmBinary,
			locateFile: (path: string, prefix: string) =>
				path.endsWith('.wasm') ? wasmUrl : prefix + path
		},
		fireImmediately: true
	});
	return reading(new BarcodeDetector({ formats: ['qr_code'] }));
}
