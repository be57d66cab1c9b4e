import { useParams } from "react-router";
import { ResourceForm } from "./ResourceForm";

const ResourceEditPage = ({ resource }: { resource: string }) => {
  const { id } = useParams<{ id: string }>();
  return <ResourceForm resource={resource} action="edit" id={id} />;
};

export default ResourceEditPage;
