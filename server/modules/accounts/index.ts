/**
 * The accounts module. Who buys and who runs the shop: users and sessions, passwords and resets, e-mail verification, two-factor sign-in, the profile and its
 * e-mail change, saved addresses and payment methods, the admin's user management, and how a buyer is taxed (the state rate table, exemption certificates).
 * Other modules, workflows and routes import it only from here (docs/architecture.md).
 */
export { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from "./addresses/service.ts";
export { createPaymentMethod, deletePaymentMethod, listPaymentMethods, setDefaultPaymentMethod, updatePaymentMethod } from "./payment-methods/service.ts";
export { confirmEmailChange, mailEmailChange } from "./profile/email-change.ts";
export { profileBody } from "./profile/schema.ts";
export { updateProfile } from "./profile/service.ts";
export { getSecuritySettings, saveSecuritySettings } from "./two-factor/security-settings.ts";
export { completeSecondStep, confirmEnrolment, disableTwoFactor, getTwoFactorStatus, secondStepFor, setupRequiredFor, startEnrolment, ticketOwner } from "./two-factor/service.ts";
export { clearCodeCounts, throttleCodes } from "./two-factor/throttle.ts";
export { findUser, listUsers, setUserFlag, setUserRole } from "./users/admin-service.ts";
export { addStaffMember, listStaff } from "./staff/service.ts";
export { sendPasswordResetFor, updateUser } from "./users/admin-user-edit.ts";
export { INVALID_TOKEN, findResetTarget, issueResetToken, resetPassword } from "./users/password-reset-service.ts";
export { resetMail } from "./users/reset-mail.ts";
export { registerBody, resetPasswordBody } from "./users/schema.ts";
export { issueEmailProof, resendVerification, verifyEmail } from "./users/email-verification.ts";
export { checkCredentials, getUser, openSession, registerUser } from "./users/service.ts";
export { rememberDevice } from "./users/known-device.ts";
export { clearLoginAccount, loginSucceeded, mayMailReset, registerRules, resetRules, throttle, throttleLogin } from "./users/throttle.ts";
export { type SalesTax, salesTaxFor, stateRateBps, taxCentsOf } from "./tax/sales-tax.ts";
export { stateCode } from "./tax/state-code.ts";
export { certificateFile, getTaxExemption, removeTaxExemption, setTaxExemption, uploadCertificate } from "./tax/exemptions.ts";
// The account mails' builders, for the admin's mail previews (ADR 081).
export { addressInUseMail, plainMail, verificationMail } from "./users/account-mails.ts";
export { confirmNewEmailMail, emailChangingMail } from "./profile/email-change.ts";
export { staffInviteMail } from "./staff/invite-mail.ts";
