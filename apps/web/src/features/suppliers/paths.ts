/** Where the supplier's own pages live (the vender route table registers them; docs/product.md fixes the first two). */
const BASE = '/vender/layout';

export const supplierPagePath = {
  register: `${BASE}/register`,
  findPassword: `${BASE}/findpassword`,
  userCentre: `${BASE}/user`,
  bulletin: `${BASE}/bulletin`,
};
