import { useNavigate, useSearchParams } from "react-router";
import { ResourceForm } from "./ResourceForm";

/**
 * `?response=vselect` opens the form without the page frame, the way a quick-create modal shows it;
 * after saving it goes back to the page that opened it.
 */
const ResourceCreatePage = ({ resource }: { resource: string }) => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  if (params.get("response") === "vselect") {
    return <ResourceForm resource={resource} action="create" bare onSaved={() => navigate(-1)} />;
  }
  return <ResourceForm resource={resource} action="create" />;
};

export default ResourceCreatePage;
