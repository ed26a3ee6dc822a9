// A handover code drawn as a picture: lean-qr's encoder (the text is in the QR alphanumeric set,
// which its automatic mode picks), error correction M so a phone's camera forgives a glare.
import { correction, generate } from 'lean-qr';

/** A PNG data URL of the code, about `px` pixels wide, with the quiet zone readers need. */
export function qrDataUrl(text: string, px = 480): string {
	const code = generate(text, { minCorrectionLevel: correction.M });
	const scale = Math.max(2, Math.round(px / (code.size + 8)));
	return code.toDataURL({ scale, pad: 4, on: [0, 0, 0, 255], off: [255, 255, 255, 255] });
}
