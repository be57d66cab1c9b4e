import { DispatchListPage } from "../dispatch/DispatchListPage";

/** 'Kuru Temizlemedeki Ürünler' (`kurutemizlemedeki-urunler`): the shared list of products out, for the dry cleaner. */
const DryListPage = () => <DispatchListPage kind="dry" />;

export default DryListPage;
