import { API_URL } from "../../../providers/http-client";
import { fetchSignedInFile, saveBlob } from "../../../providers/signed-in-file";

/**
 * Fetches a report's PDF (`GET /api/<path>?<query>`, made by the server) and saves it under the server's file name,
 * else the caller's. Rejects with the server's message, saving nothing.
 */
export async function downloadReportPdf(path: string, query: Record<string, string>, fallbackName: string): Promise<void> {
  const { blob, fileName } = await fetchSignedInFile(`${API_URL}/${path}?${new URLSearchParams(query)}`, "application/pdf");
  saveBlob(blob, fileName ?? fallbackName);
}
