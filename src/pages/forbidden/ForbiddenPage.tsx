import { ErrorPage } from "../ErrorPage";

/** Shown in place of a page the user's role or flags do not open. */
export const ForbiddenPage = () => <ErrorPage status="403" page="forbidden" />;

export default ForbiddenPage;
