import { Flex, Image } from "antd";
import { useTranslation } from "react-i18next";
import { fieldLabel } from "../../engine";
import type { WidgetDisplayProps } from "../types";
import { holdsList, urlsOf } from "./image-values";

const LIST_SIZE = 40;
const SHOW_SIZE = 96;
const cover = { objectFit: "cover" } as const;

/** A list cell shows the first image and how many there are; the show page all of them, each opening large. */
export const ImagesDisplay = ({ value, field, resource, context }: WidgetDisplayProps<string[] | string | null>) => {
  const { t } = useTranslation();
  const urls = urlsOf(value);
  if (urls.length === 0) return null;
  const label = fieldLabel(t, resource, field.name);
  const alt = (index: number) => t("engine.images.alt", { label, index: index + 1 });
  if (context === "list") {
    return (
      <Flex align="center" gap={8}>
        <Image src={urls[0]} alt={alt(0)} width={LIST_SIZE} height={LIST_SIZE} style={cover} />
        {holdsList(field) && <span>{t("engine.images.count", { count: urls.length })}</span>}
      </Flex>
    );
  }
  return (
    <Image.PreviewGroup>
      <Flex wrap gap={8}>
        {urls.map((url, index) => (
          <Image key={url} src={url} alt={alt(index)} width={SHOW_SIZE} height={SHOW_SIZE} style={cover} />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
};
