import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@jointly/common/service';
import { RevenueAdminController } from './admin/revenue/revenue.admin.controller';
import { RevenueHandler } from './admin/revenue/revenue.handler';
import { RevenueReader } from './admin/revenue/revenue.reader';
import { BILLING_DATABASE } from './billing.database';
import { KeepCompaniesOnAccountEvents } from './directory/keep-companies-on-account-events.consumer';
import { InvoicesAdminController } from './invoice/admin-invoices/invoices.admin.controller';
import { InvoiceRepository } from './invoice/invoice.repository';
import { IssueInvoiceHandler } from './invoice/issue-invoice/issue-invoice.handler';
import { GetInvoicePdfController } from './invoice/get-invoice-pdf/get-invoice-pdf.http.controller';
import { GetInvoicePdfHandler } from './invoice/get-invoice-pdf/get-invoice-pdf.handler';
import { ListInvoicesController } from './invoice/list-invoices/list-invoices.http.controller';
import { ListInvoicesHandler } from './invoice/list-invoices/list-invoices.handler';
import { MarkInvoicePaidHandler } from './invoice/mark-paid/mark-paid.handler';
import { OverdueReminders } from './invoice/overdue/overdue-reminders';
import { VoidInvoiceHandler } from './invoice/void-invoice/void-invoice.handler';
import { paymentGatewayProvider } from './payment/payment-gateway';
import { StartCheckoutHandler } from './payment/start-checkout/start-checkout.handler';
import { PaymentsController } from './payment/stripe-webhook/payments.http.controller';
import { HandleStripeWebhookHandler } from './payment/stripe-webhook/stripe-webhook.handler';
import { ListPlansController } from './plan/list-plans/list-plans.http.controller';
import { ListPlansHandler } from './plan/list-plans/list-plans.handler';
import { PlanRepository } from './plan/plan.repository';
import { PlansAdminController } from './plan/update-plan/plans.admin.controller';
import { UpdatePlanHandler } from './plan/update-plan/update-plan.handler';
import { ProfileRepository } from './profile/profile.repository';
import { GetProfileController } from './profile/get-profile/get-profile.http.controller';
import { GetProfileHandler } from './profile/get-profile/get-profile.handler';
import { UpdateProfileController } from './profile/update-profile/update-profile.http.controller';
import { UpdateProfileHandler } from './profile/update-profile/update-profile.handler';
import { AdminSubscriptionsReader } from './subscription/admin-subscriptions/admin-subscriptions.reader';
import { SubscriptionsAdminController } from './subscription/admin-subscriptions/subscriptions.admin.controller';
import { ChangePlanHandler } from './subscription/change-plan/change-plan.handler';
import { GetInvoiceHandler } from './invoice/admin-invoices/get-invoice.handler';
import { ListAllInvoicesHandler } from './invoice/admin-invoices/list-all-invoices.handler';
import { GetPlanHandler } from './plan/admin-plans/get-plan.handler';
import { ListAllPlansHandler } from './plan/admin-plans/list-all-plans.handler';
import { GetCompanySubscriptionHandler } from './subscription/admin-subscriptions/get-company-subscription.handler';
import { ListSubscriptionsHandler } from './subscription/admin-subscriptions/list-subscriptions.handler';
import { GetSubscriptionHandler } from './subscription/get-subscription/get-subscription.handler';
import { SubscriptionController } from './subscription/get-subscription/subscription.http.controller';
import { RequestPlanChangeHandler } from './subscription/request-plan-change/request-plan-change.handler';
import { SubscriptionRepository } from './subscription/subscription.repository';

/**
 * The billing service: plans (admin-edited data, PlanUpdated), subscriptions per company (CompanyPlanChanged; the
 * services that own limited things enforce the limits), billing profiles, invoices with gapless numbers, PDFs and
 * overdue reminders (InvoiceOverdue), card payment through Stripe Checkout when configured, and the console's plans,
 * subscriptions, invoices and revenue. Composition only; runs in its own process and inside the all-in-one edge.
 */
@Module({
  imports: [ServiceCoreModule.forService(BILLING_DATABASE)],
  controllers: [
    ListPlansController,
    SubscriptionController,
    GetProfileController,
    UpdateProfileController,
    ListInvoicesController,
    GetInvoicePdfController,
    PaymentsController,
    PlansAdminController,
    SubscriptionsAdminController,
    InvoicesAdminController,
    RevenueAdminController,
  ],
  providers: [
    PlanRepository,
    SubscriptionRepository,
    ProfileRepository,
    InvoiceRepository,
    AdminSubscriptionsReader,
    RevenueReader,
    paymentGatewayProvider,
    UpdatePlanHandler,
    ChangePlanHandler,
    RequestPlanChangeHandler,
    IssueInvoiceHandler,
    MarkInvoicePaidHandler,
    VoidInvoiceHandler,
    StartCheckoutHandler,
    HandleStripeWebhookHandler,
    OverdueReminders,
    KeepCompaniesOnAccountEvents,
    ListPlansHandler,
    ListAllPlansHandler,
    GetPlanHandler,
    GetSubscriptionHandler,
    ListSubscriptionsHandler,
    GetCompanySubscriptionHandler,
    ListAllInvoicesHandler,
    GetInvoiceHandler,
    GetProfileHandler,
    UpdateProfileHandler,
    ListInvoicesHandler,
    GetInvoicePdfHandler,
    RevenueHandler,
  ],
  exports: [OverdueReminders],
})
export class BillingModule {}
