// The server actions staff screens call, as the pages hand them to their components: components never import
// app/, so the page is where an action and the screen that calls it meet.
import { previewMarkdown } from "@/app/actions/admin-markdown";
import {
  addNote,
  saveOrderAssignment,
  saveOrderSteps,
  setOrderArchived,
  setOrderStatus,
} from "@/app/actions/admin-orders";
import { saveAssignment } from "@/app/actions/admin-assignment";
import {
  addCustomerNoteAction,
  mergeCustomer,
  sendStatusLink,
  splitCustomerRequests,
} from "@/app/actions/admin-customers";
import { retryMail, sendOrderReply } from "@/app/actions/admin-replies";
import {
  issueInvoice,
  issueOrder,
  issueQuote,
  openDeal,
  recordPayment,
  removeDeal,
  saveDealLines,
  saveDelivery,
  cancelPayment,
} from "@/app/actions/admin-deals";
import { answerBuyInOffer, offerBuyIn, registerBoughtVehicle, saveBuyInPurchase } from "@/app/actions/admin-buy-in";
import { addCostLine, removeCostLine, savePurchase } from "@/app/actions/admin-costs";
import { removePhoto, reorderPhotos } from "@/app/actions/admin-photos";
import { saveVehicleForm } from "@/app/actions/admin-vehicle-form";
import {
  applyBulkVehicleAction,
  duplicateListing,
  recordSale,
  removeVehicle,
  setVehicleStatus,
} from "@/app/actions/admin-vehicles";
import { addStaffAccount, changeStaffRole, resetStaffPassword, setStaffDisabled } from "@/app/actions/admin-accounts";

export const vehicleEditorActions = { save: saveVehicleForm, removePhoto, reorderPhotos, duplicate: duplicateListing };
export { recordSale };
export const vehicleRowActions = { setStatus: setVehicleStatus, remove: removeVehicle, duplicate: duplicateListing };
export const vehicleListActions = { ...vehicleRowActions, bulk: applyBulkVehicleAction };
export const orderActions = {
  setStatus: setOrderStatus,
  setArchived: setOrderArchived,
  addNote,
  saveSteps: saveOrderSteps,
  assign: saveOrderAssignment,
  reply: sendOrderReply,
  retryMail,
  // A request's deals are listed, opened and deleted on its page.
  openDeal,
  removeDeal,
};
export const buyInActions = {
  offer: offerBuyIn,
  answer: answerBuyInOffer,
  purchase: saveBuyInPurchase,
  registerVehicle: registerBoughtVehicle,
};
export const dealActions = {
  saveLines: saveDealLines,
  issueQuote,
  issueOrder,
  issueInvoice,
  recordPayment,
  saveDelivery,
  cancelPayment,
};
export const vehicleCostActions = { savePurchase, addLine: addCostLine, removeLine: removeCostLine };
export { saveAssignment };
export const customerActions = {
  merge: mergeCustomer,
  split: splitCustomerRequests,
  sendStatusLink,
  addNote: addCustomerNoteAction,
};
export const staffAccountActions = {
  add: addStaffAccount,
  changeRole: changeStaffRole,
  setDisabled: setStaffDisabled,
  reset: resetStaffPassword,
};
export { previewMarkdown };
