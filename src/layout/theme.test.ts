import { theme } from "antd";
import { describe, expect, it } from "vitest";
import { appTheme } from "./theme";

/** An `#rrggbb` or `rgba(r, g, b, a)` colour as opaque RGB over `under` (antd's greys are black with alpha). */
const rgbOver = (color: string, under: [number, number, number] = [255, 255, 255]): [number, number, number] => {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) return [0, 2, 4].map((at) => parseInt(hex[1].slice(at, at + 2), 16)) as [number, number, number];
  const [r, g, b, a = 1] = color.match(/[\d.]+/g)!.map(Number);
  return [r, g, b].map((channel, index) => channel * a + under[index] * (1 - a)) as [number, number, number];
};

const luminance = (rgb: [number, number, number]) => {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG's contrast ratio of text `color` on `background`. */
const contrast = (color: string, background: string) => {
  const bg = rgbOver(background);
  const [light, dark] = [luminance(rgbOver(color, bg)), luminance(bg)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
};

describe("the app's antd theme (WCAG AA: 4.5:1 for normal text)", () => {
  const token = theme.getDesignToken(appTheme);
  const pairs: [string, string, string][] = [
    ["white on a primary button", "#ffffff", token.colorPrimary],
    ["a link", token.colorLink, token.colorBgContainer],
    ["the selected menu entry", token.colorPrimary, token.colorPrimaryBg],
    ["secondary text", token.colorTextSecondary, token.colorBgContainer],
    ["descriptive text", token.colorTextDescription, token.colorBgContainer],
    ["descriptive text on a grey fill", token.colorTextDescription, token.colorFillAlter],
    ["a placeholder", token.colorTextPlaceholder, token.colorBgContainer],
    ["an error and a danger button", token.colorError, token.colorBgContainer],
    ["a gold tag", token.gold7, token.gold1],
    ["a green tag", token.green7, token.green1],
    ["an orange tag", token.orange7, token.orange1],
  ];

  it.each(pairs)("%s reaches 4.5:1", (_name, color, background) => {
    expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
  });

  it("is what antd's defaults fail (the check itself tells them apart)", () => {
    const defaults = theme.getDesignToken();
    expect(contrast("#ffffff", defaults.colorPrimary)).toBeLessThan(4.5);
    expect(contrast(defaults.colorTextDescription, defaults.colorBgContainer)).toBeLessThan(4.5);
  });
});
