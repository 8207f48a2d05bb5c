/**
 * What an uploaded image is, read from its bytes (never its name or the type the browser claimed): JPEG, PNG or WebP
 * with the size it says it has, or undefined for anything else (a renamed PDF, an SVG that can carry script, a GIF,
 * a truncated file).
 */
export interface ImageType {
  contentType: "image/jpeg" | "image/png" | "image/webp";
  extension: "jpg" | "png" | "webp";
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const sized = (type: Omit<ImageType, "width" | "height">, width: number, height: number): ImageType | undefined =>
  width > 0 && height > 0 ? { ...type, width, height } : undefined;

function png(bytes: Uint8Array, view: DataView): ImageType | undefined {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return undefined;
  // The first chunk is IHDR: its width and height, big-endian.
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return undefined;
  return sized({ contentType: "image/png", extension: "png" }, view.getUint32(16), view.getUint32(20));
}

/** A JPEG's size is in its first start-of-frame segment (SOF0 to SOF15, less the DHT, JPG and DAC markers). */
function jpeg(bytes: Uint8Array, view: DataView): ImageType | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (length < 2) return undefined;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return sized({ contentType: "image/jpeg", extension: "jpg" }, view.getUint16(at + 7), view.getUint16(at + 5));
    }
    at += 2 + length;
  }
  return undefined;
}

function webp(bytes: Uint8Array, view: DataView): ImageType | undefined {
  if (bytes.length < 30 || String.fromCharCode(...bytes.subarray(0, 4)) !== "RIFF" || String.fromCharCode(...bytes.subarray(8, 12)) !== "WEBP") return undefined;
  const type = { contentType: "image/webp", extension: "webp" } as const;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === "VP8 ") {
    // A key frame's start code, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return undefined;
    return sized(type, view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  }
  if (chunk === "VP8L") {
    if (bytes[20] !== 0x2f) return undefined;
    const bits = view.getUint32(21, true);
    return sized(type, (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8X") {
    const width = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
    const height = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
    return sized(type, width, height);
  }
  return undefined;
}

export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return png(bytes, view) ?? jpeg(bytes, view) ?? webp(bytes, view);
}
