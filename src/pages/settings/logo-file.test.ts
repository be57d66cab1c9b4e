import { describe, expect, it } from "vitest";
import { LOGO_MAX_BYTES, logoFileProblem } from "./logo-file";

describe("logo file check", () => {
  it("lets a JPEG or PNG up to 2 MB through", () => {
    expect(logoFileProblem({ name: "logo.png", type: "image/png", size: 1000 })).toBeNull();
    expect(logoFileProblem({ name: "LOGO.JPEG", type: "image/jpeg", size: LOGO_MAX_BYTES })).toBeNull();
  });

  it("refuses other types by name or by type", () => {
    expect(logoFileProblem({ name: "setup.exe", type: "application/x-msdownload", size: 10 })).toBe("type");
    expect(logoFileProblem({ name: "logo.exe", type: "image/png", size: 10 })).toBe("type");
    expect(logoFileProblem({ name: "logo.gif", type: "image/gif", size: 10 })).toBe("type");
  });

  it("refuses a file over 2 MB", () => {
    expect(logoFileProblem({ name: "logo.png", type: "image/png", size: LOGO_MAX_BYTES + 1 })).toBe("size");
  });
});
