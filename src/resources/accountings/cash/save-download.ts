import { fetchSignedInFile, saveBlob } from "../../../providers/signed-in-file";

/**
 * Fetches a file the server made (`/api/downloads/<token>`) and saves it as `fileName`: the address answers only a
 * signed-in user of the company. Rejects when the server refuses or the network fails, and saves nothing then.
 */
export async function saveDownload(url: string, fileName: string): Promise<void> {
  const { blob } = await fetchSignedInFile(url);
  saveBlob(blob, fileName);
}
