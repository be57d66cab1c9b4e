import { API_URL } from "../../../providers/http-client";
import { fetchSignedInFile, saveBlob } from "../../../providers/signed-in-file";

/**
 * Fetches the product list PDF (`GET /api/exportServices`) and saves it under the server's file name. Rejects with
 * the server's message.
 */
export async function downloadProductList(categoryId?: number): Promise<void> {
  const query = categoryId === undefined ? "" : `?category=${categoryId}`;
  const { blob, fileName } = await fetchSignedInFile(`${API_URL}/exportServices${query}`, "application/pdf");
  saveBlob(blob, fileName ?? "urun-listesi.pdf");
}
