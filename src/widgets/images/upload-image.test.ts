// @vitest-environment jsdom
import i18next from "i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { FakeXhr, installFakeXhr } from "./__fixtures__/fake-xhr";
import { uploadImage } from "./upload-image";

const file = new File([new Uint8Array(4)], "a.png", { type: "image/png" });

beforeAll(async () => {
  await i18next.init({ lng: "tr", resources: { tr: { translation: { errors: { network: "Sunucuya ulaşılamadı.", unexpected: "Bir Hata İle Karşılaşıldı!" } } } } });
});
afterEach(() => vi.unstubAllGlobals());

const start = () => {
  const sent = installFakeXhr();
  const controller = new AbortController();
  const progress: number[] = [];
  const result = uploadImage(file, { signal: controller.signal, onProgress: (percent) => progress.push(percent) });
  return { request: sent[0] as FakeXhr, controller, progress, result };
};

describe("uploadImage", () => {
  it("reports progress in whole percents and resolves to the stored file's URL", async () => {
    const { request, progress, result } = start();
    request.progress(1, 3);
    request.progress(3, 3);
    request.answer(201, { file_url: "/uploads/a.png" });
    await expect(result).resolves.toBe("/uploads/a.png");
    expect(progress).toEqual([33, 100]);
  });

  it("rejects with the server's message, a fallback for an answer without one, and the network message", async () => {
    const refused = start();
    refused.request.answer(403, { message: "Bu işlem için yetkiniz yok." });
    await expect(refused.result).rejects.toEqual({ statusCode: 403, message: "Bu işlem için yetkiniz yok." });

    const broken = start();
    broken.request.status = 502;
    broken.request.responseText = "<html>Bad Gateway</html>";
    broken.request.onload?.();
    await expect(broken.result).rejects.toEqual({ statusCode: 502, message: "Bir Hata İle Karşılaşıldı!" });

    const offline = start();
    offline.request.onerror?.();
    await expect(offline.result).rejects.toEqual({ statusCode: 0, message: "Sunucuya ulaşılamadı." });
  });

  it("stops the request when the caller aborts", () => {
    const { request, controller } = start();
    controller.abort();
    expect(request.aborted).toBe(true);
  });
});
