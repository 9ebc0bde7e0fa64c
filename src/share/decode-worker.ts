/**
 * The QR reader where the browser has no BarcodeDetector: zxing-wasm, off the main thread so the
 * camera preview and the buttons stay smooth on a slow phone. One message in (a frame's pixels),
 * one out (the texts read). Its .wasm is our own file (never another origin), kept offline where
 * this phone needs it (src/share/reader-files.ts).
 */
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export interface DecodeRequest {
  readonly id: number;
  readonly image: ImageData;
}
export type DecodeAnswer =
  | { readonly ready: boolean }
  | { readonly id: number; readonly texts: readonly string[] };

interface WorkerScope {
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
  postMessage(message: DecodeAnswer): void;
}
const scope = self as unknown as WorkerScope;

const ready = Promise.resolve(
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? new URL(wasmUrl, self.location.href).href : prefix + path,
    },
    fireImmediately: true,
  }),
);
ready.then(
  () => scope.postMessage({ ready: true }),
  () => scope.postMessage({ ready: false }),
);

scope.onmessage = (event) => {
  const { id, image } = event.data;
  void ready
    .then(() => readBarcodes(image, { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 }))
    .then(
      (found) => scope.postMessage({ id, texts: found.filter((f) => f.isValid).map((f) => f.text) }),
      () => scope.postMessage({ id, texts: [] }),
    );
};
