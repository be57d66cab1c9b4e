import { ErrorPage } from "../ErrorPage";

export const NotFoundPage = () => <ErrorPage status="404" page="notFound" />;

export default NotFoundPage;
