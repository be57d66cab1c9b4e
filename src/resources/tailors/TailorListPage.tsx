import { DispatchListPage } from "../dispatch/DispatchListPage";

/** 'Terzideki Ürünler' (`terzideki-urunler`): the shared list of products out, for the tailor. */
const TailorListPage = () => <DispatchListPage kind="tailor" />;

export default TailorListPage;
