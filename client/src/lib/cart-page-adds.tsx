// Adds made on the cart page ('Customers also bought') show a failure as the cart's own message (spec §8 cart
// messages: 'Unable to add item' with its hint, e.g. 'Please check your internet connection.'), like a failed quantity
// change or removal there, instead of the product page's 'Unable to Add Item' alert.
import { createContext, type ReactNode, useContext } from 'react';

const OnCartPage = createContext(false);

export function CartPageAdds({ children }: { children: ReactNode }) {
  return <OnCartPage value={true}>{children}</OnCartPage>;
}

export function useOnCartPage(): boolean {
  return useContext(OnCartPage);
}
