import { describe, expect, it } from "vitest";
import { testImages } from "../tests/support/images";
import { imageTypeOf } from "./image-type";

describe("imageTypeOf", () => {
  it("reads JPEG, PNG and WebP and their size from their bytes", () => {
    expect(imageTypeOf(testImages.jpeg)).toEqual({ contentType: "image/jpeg", extension: "jpg", width: 4, height: 3 });
    expect(imageTypeOf(testImages.png)).toEqual({ contentType: "image/png", extension: "png", width: 4, height: 3 });
    expect(imageTypeOf(testImages.webp)).toEqual({ contentType: "image/webp", extension: "webp", width: 4, height: 3 });
  });

  it("knows nothing else, whatever it is called: a PDF, an SVG, a GIF, text, a cut-off image", () => {
    for (const other of ["%PDF-1.7\n", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', "GIF89a\u0004\u0000\u0003\u0000", "hello", ""]) {
      expect(imageTypeOf(Buffer.from(other))).toBeUndefined();
    }
    expect(imageTypeOf(testImages.png.subarray(0, 20))).toBeUndefined();
    expect(imageTypeOf(testImages.jpeg.subarray(0, 100))).toBeUndefined();
  });
});
