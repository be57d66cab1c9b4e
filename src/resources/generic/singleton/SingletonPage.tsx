import { Card } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { titleOf } from "../../../engine";
import { SingletonForm, type SingletonFormProps } from "./SingletonForm";

/** A singleton's form under its edit title (`<name>.titles.edit`), the title the page's one h1. */
export const SingletonFrame = ({ resource, children }: { resource: string; children: ReactNode }) => {
  const { t } = useTranslation();
  return <Card title={<h1 style={{ margin: 0, font: "inherit" }}>{titleOf(t, resource, "edit")}</h1>}>{children}</Card>;
};

/** The generated page of a singleton resource (`routes.edit` without an id): its one row's form. */
const SingletonPage = ({ resource, ...props }: SingletonFormProps) => (
  <SingletonFrame resource={resource}>
    <SingletonForm resource={resource} {...props} />
  </SingletonFrame>
);

export default SingletonPage;
