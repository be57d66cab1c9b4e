import { DeleteOutlined, EyeOutlined, PlusOutlined } from "@ant-design/icons";
import { useOnError } from "@refinedev/core";
import { App, Flex, Image, Typography, Upload, type UploadFile } from "antd";
import { useContext, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldLabel } from "../../engine";
import type { WidgetInputProps } from "../types";
import { IMAGE_ACCEPT } from "../../domain/uploads";
import { imageFileProblem, MAX_IMAGE_MEGABYTES } from "./image-file";
import { holdsList, maxImagesOf, urlsOf, valueOf } from "./image-values";
import { ImageUploaderContext, type UploadFailure } from "./upload-image";
import { UploadsGuard } from "./UploadsGuard";
import "./images.css";

/** An upload not (yet) in the value: on its way, or refused by the server. */
type PendingImage = UploadFile & { status: "uploading" | "error" };

/**
 * File fields in a form (antd picture cards): each picked file is checked with the server's limits, sent at
 * once with its progress shown, and its `file_url` joins the value when the server has it. The value holds
 * only stored files; the form refuses to save while any is still on its way.
 */
export const ImagesInput = ({ id, value, onChange, field, resource, disabled }: WidgetInputProps<string[] | string>) => {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const upload = useContext(ImageUploaderContext);
  const { mutate: reportError } = useOnError();
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [preview, setPreview] = useState<string | null>(null);
  const urls = urlsOf(value);
  // Uploads end after renders: each appends to the value as it is then, not as it was when it started.
  const latest = useRef(urls);
  latest.current = urls;
  const aborts = useRef(new Map<string, AbortController>());
  useEffect(() => () => aborts.current.forEach((controller) => controller.abort()), []);

  const uploading = pending.filter((image) => image.status === "uploading").length;
  const max = maxImagesOf(field);
  const label = fieldLabel(t, resource, field.name);

  const refuse = (key: string, description: string) =>
    notification.error({ key: `${field.name}:${key}`, message: t("notifications.titles.error"), description });
  const update = (uid: string, change: Partial<PendingImage>) =>
    setPending((images) => images.map((image) => (image.uid === uid ? { ...image, ...change } : image)));

  const start = (file: File & { uid: string }) => {
    const controller = new AbortController();
    aborts.current.set(file.uid, controller);
    setPending((images) => [...images, { uid: file.uid, name: file.name, status: "uploading", percent: 0, "aria-label": t("engine.images.uploading", { name: file.name }) }]);
    upload(file, { signal: controller.signal, onProgress: (percent) => update(file.uid, { percent }) })
      .then((url) => {
        setPending((images) => images.filter((image) => image.uid !== file.uid));
        const next = holdsList(field) ? [...latest.current, url] : [url];
        latest.current = next;
        onChange?.(valueOf(field, next));
      })
      .catch((error: UploadFailure) => {
        if (controller.signal.aborted) return;
        update(file.uid, { status: "error", response: error.message });
        refuse(`failed:${file.uid}`, `${file.name}: ${error.message}`);
        reportError(error);
      })
      .finally(() => aborts.current.delete(file.uid));
  };

  const remove = (image: UploadFile) => {
    aborts.current.get(image.uid)?.abort();
    setPending((images) => images.filter((pendingImage) => pendingImage.uid !== image.uid));
    if (!image.url) return;
    const next = latest.current.filter((url) => url !== image.url);
    latest.current = next;
    onChange?.(valueOf(field, next));
  };

  const stored: UploadFile[] = urls.map((url, index) => ({ uid: url, url, status: "done", name: t("engine.images.alt", { label, index: index + 1 }) }));
  return (
    <Flex vertical gap={4} className="images-widget">
      <Upload
        id={id}
        listType="picture-card"
        accept={IMAGE_ACCEPT}
        multiple={holdsList(field)}
        disabled={disabled}
        fileList={[...stored, ...pending]}
        showUploadList={{
          // Each card's buttons say which picture they act on (antd's own name is the icon's, "delete").
          previewIcon: (image) => <EyeOutlined aria-label={t("engine.images.preview", { name: image.name })} />,
          removeIcon: (image) => <DeleteOutlined aria-label={t("engine.images.remove", { name: image.name })} />,
        }}
        onPreview={(image) => setPreview(image.url ?? null)}
        onRemove={(image) => {
          remove(image);
          // The list is this widget's state, not antd's.
          return false;
        }}
        beforeUpload={(file, batch) => {
          const problem = imageFileProblem(file);
          if (problem) {
            refuse(problem, t(`engine.images.errors.${problem}`, { name: file.name, megabytes: MAX_IMAGE_MEGABYTES }));
            return Upload.LIST_IGNORE;
          }
          // Of one batch, the first files that fit are sent; the others are refused with the limit.
          const place = urls.length + uploading + batch.filter((picked) => !imageFileProblem(picked)).indexOf(file);
          if (place >= max) {
            refuse("tooMany", t("engine.images.errors.tooMany", { max }));
            return Upload.LIST_IGNORE;
          }
          start(file);
          // Sent by `start`; antd's own request is not used.
          return Upload.LIST_IGNORE;
        }}
      >
        {urls.length + uploading < max && !disabled && (
          // A real button: reached with Tab, pressed with Enter or Space; antd's trigger around it opens the dialog.
          <button type="button" className="images-widget-add">
            <PlusOutlined aria-hidden />
            <span>{t("engine.images.add")}</span>
          </button>
        )}
      </Upload>
      <Typography.Text type="secondary">
        {holdsList(field) && Number.isFinite(max)
          ? t("engine.images.hintMax", { megabytes: MAX_IMAGE_MEGABYTES, max })
          : t("engine.images.hint", { megabytes: MAX_IMAGE_MEGABYTES })}
      </Typography.Text>
      <UploadsGuard field={field.name} uploading={uploading} />
      {preview && (
        <Image
          wrapperStyle={{ display: "none" }}
          alt=""
          src={preview}
          preview={{ visible: true, src: preview, onVisibleChange: (visible) => !visible && setPreview(null) }}
        />
      )}
    </Flex>
  );
};
