import i18next from "i18next";
import { createContext } from "react";
import { currentLanguage } from "../../i18n/language-store";
import { API_URL, REQUEST_TIMEOUT_MS } from "../../providers/http-client";
import { tokenStore } from "../../providers/token-store";

export interface UploadFailure {
  message: string;
  statusCode: number;
}

export interface UploadOptions {
  /** 0–100, as the bytes leave the browser. */
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

/** Sends one image and resolves to the `file_url` the server answered; rejects with an UploadFailure. */
export type ImageUploader = (file: File, options: UploadOptions) => Promise<string>;

const failure = (statusCode: number, body: unknown): UploadFailure => {
  const message = (body as { message?: unknown } | null)?.message;
  return { statusCode, message: typeof message === "string" && message !== "" ? message : i18next.t("errors.unexpected") };
};

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * `POST /api/image-upload` through XMLHttpRequest: fetch reports no upload progress. Same headers as the API
 * client (token, language) and the same 30-second limit.
 */
export const uploadImage: ImageUploader = (file, { onProgress, signal }) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${API_URL}/image-upload`);
    request.timeout = REQUEST_TIMEOUT_MS;
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Accept-Language", currentLanguage());
    const token = tokenStore.get();
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parse(request.responseText);
      const url = (body as { file_url?: unknown } | null)?.file_url;
      if (request.status === 201 && typeof url === "string") resolve(url);
      else reject(failure(request.status, body));
    };
    request.onerror = () => reject({ statusCode: 0, message: i18next.t("errors.network") } satisfies UploadFailure);
    request.ontimeout = () => reject({ statusCode: 0, message: i18next.t("errors.timeout") } satisfies UploadFailure);
    signal.addEventListener("abort", () => request.abort());
    const body = new FormData();
    // The name goes along explicitly: the server checks its extension as well as the content.
    body.append("file", file, file.name);
    request.send(body);
  });

/** The uploader the images widget uses: the real one, or a stand-in in stories. */
export const ImageUploaderContext = createContext<ImageUploader>(uploadImage);
