import { lazy } from "react";
import { Route } from "react-router";
import { withPageTexts } from "../../i18n/page-texts";

/** The brides' online booking page of a shop, by the address the shop chose or was given (server/routes/online-booking). */
export const BOOKING_PATH = "/randevu-al/:slug";

// Its own chunk with its own texts: neither refine, the schemas nor the resources' texts come with it.
const BookingPage = lazy(() => withPageTexts(["booking"], import("./BookingPage")));

/** `/randevu-al/:slug`, open to anyone, outside the signed-in layout. */
export const bookingRoute = () => <Route key="booking" path={BOOKING_PATH} element={<BookingPage />} />;
