import { DeleteOutlined, UploadOutlined } from "@ant-design/icons";
import { useApiUrl, useCustom, useCustomMutation } from "@refinedev/core";
import { App, Button, Empty, Flex, Image, Popconfirm, Skeleton, Upload } from "antd";
import { useTranslation } from "react-i18next";
import { imageFileProblem, MAX_IMAGE_MEGABYTES } from "../../../widgets/images/image-file";

/** One photo as `GET /clients/:id/images` lists it. */
export interface ClientImage {
  id: number;
  client_id: number;
  image: string;
  created_at?: string;
}

/**
 * The client's photos (productimage_permission; the caller checks it): a grid that opens a lightbox, 'Fotoğraf Yükle'
 * (JPEG or PNG, checked here by name, type and size as the server does, `POST /clients/uploadimage` as multipart) and
 * a delete per photo after the question (`POST /clients/deleteimage`). Every answer's message is shown.
 */
export const ClientPhotos = ({ clientId, name }: { clientId: number; name: string }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const apiUrl = useApiUrl();
  const { query, result } = useCustom<{ data: ClientImage[] }>({
    url: `${apiUrl}/clients/${clientId}/images`,
    method: "get",
    config: { query: { perPage: 100 } },
    errorNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation<{ message?: string }>();
  const photos = result.data?.data ?? [];

  const send = async (url: string, values: FormData | Record<string, unknown>, done: string) => {
    try {
      const answer = await mutateAsync({ url: `${apiUrl}/${url}`, method: "post", values: values as never, successNotification: false, errorNotification: false });
      message.success(answer.data?.message ?? done);
      await query.refetch();
    } catch (error) {
      message.error((error as { message?: string }).message ?? t("accounting_reports.pdf.failed"));
    }
  };

  const upload = (file: File) => {
    const problem = imageFileProblem(file);
    if (problem) {
      message.error(problem === "type" ? t("party_detail.photos.wrongType") : t("party_detail.photos.tooLarge", { mb: MAX_IMAGE_MEGABYTES }));
      return;
    }
    const body = new FormData();
    body.append("client_id", String(clientId));
    // The name goes along: the server checks its extension as well as the content.
    body.append("file", file, file.name);
    void send("clients/uploadimage", body, t("party_detail.photos.uploaded"));
  };

  return (
    <Flex vertical gap={12}>
      <div>
        <Upload accept="image/jpeg,image/png" showUploadList={false} beforeUpload={(file) => (upload(file), false)}>
          <Button icon={<UploadOutlined />} loading={mutation.isPending}>
            {t("party_detail.photos.upload")}
          </Button>
        </Upload>
      </div>
      {query.isLoading ? (
        <Skeleton.Image active />
      ) : photos.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("party_detail.photos.empty")} />
      ) : (
        <Image.PreviewGroup>
          <Flex wrap gap={12} data-testid="client-photos">
            {photos.map((photo, index) => (
              <Flex key={photo.id} vertical gap={4} align="center">
                <Image
                  src={photo.image}
                  alt={t("party_detail.photos.alt", { name, n: index + 1 })}
                  width={120}
                  height={120}
                  style={{ objectFit: "cover" }}
                />
                <Popconfirm
                  title={t("party_detail.photos.deleteConfirm")}
                  okText={t("party_detail.photos.delete")}
                  cancelText={t("party_detail.photos.cancel")}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => send("clients/deleteimage", { id: photo.id }, t("party_detail.photos.deleted"))}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${t("party_detail.photos.delete")}: ${t("party_detail.photos.alt", { name, n: index + 1 })}`}>
                    {t("party_detail.photos.delete")}
                  </Button>
                </Popconfirm>
              </Flex>
            ))}
          </Flex>
        </Image.PreviewGroup>
      )}
    </Flex>
  );
};
