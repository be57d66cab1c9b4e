import { Empty, Flex, Image } from "antd";
import { useTranslation } from "react-i18next";

/** The product's pictures as thumbnails; a click opens them in the lightbox, browsable one after another. */
export const ProductImages = ({ images, name }: { images: unknown; name: string }) => {
  const { t } = useTranslation();
  const urls = Array.isArray(images) ? images.filter((url): url is string => typeof url === "string") : [];
  if (urls.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("services.detail.noImages")} />;
  return (
    <Image.PreviewGroup>
      <Flex wrap gap={8}>
        {urls.map((url, index) => (
          <Image key={url} src={url} width={120} height={160} style={{ objectFit: "cover" }} alt={t("services.detail.imageOf", { name, number: index + 1 })} />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
};
