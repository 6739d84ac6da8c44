import { expect, test } from '@playwright/test';
import { addLeadThroughApi, projectNamed } from './pages/AddLeadPage';
import { LeadsPage } from './pages/LeadsPage';
import { signedInNewPartner } from './pages/OnboardingPage';

const CLIENT = 'Omar Haddad';

// A lead added with +971 is called and messaged on +971, never on India's +91.
test('a +971 client is called and messaged on +971 from the list and the lead', { tag: '@phone' }, async ({
  page,
  request,
  isMobile,
}) => {
  const partner = await signedInNewPartner(page, request);
  const project = await projectNamed(request, partner, 'Thane');
  const leadId = await addLeadThroughApi(request, partner, {
    name: CLIENT,
    number: '501234567',
    country_code: '+971',
    project_id: project.id,
  });

  const leads = new LeadsPage(page);
  await leads.goto();
  await expect(leads.count).toHaveText('Showing all 1 lead');
  const call = (where: ReturnType<LeadsPage['row']>) =>
    where.getByRole('link', { name: `Call +971-501234567, ${CLIENT}` });
  const whatsApp = (where: ReturnType<LeadsPage['row']>) =>
    where.getByRole('link', { name: `WhatsApp ${CLIENT}` });

  if (isMobile) {
    // The card: Call and WhatsApp a thumb away.
    const card = leads.row(leadId);
    await expect(call(card)).toHaveAttribute('href', 'tel:+971501234567');
    await expect(whatsApp(card)).toHaveAttribute('href', 'https://wa.me/971501234567');
    await card.getByRole('button', { name: 'More Info' }).click();
    const header = page.getByRole('dialog').getByRole('region', { name: 'Client' });
    await expect(call(header)).toHaveText('Call +971-501234567');
    await expect(call(header)).toHaveAttribute('href', 'tel:+971501234567');
    await expect(whatsApp(header)).toHaveAttribute('href', 'https://wa.me/971501234567');
  } else {
    await expect(leads.cell(leadId, 'Client Contact')).toHaveText('+971-501234567');
    await leads.row(leadId).getByRole('button', { name: 'More Info' }).click();
    const panel = leads.panel();
    await panel.getByRole('tab', { name: 'Details' }).click();
    await expect(panel.getByText('+971-501234567', { exact: true })).toBeVisible();
    // The panel's header calls and messages the client, as the Details tab does.
    for (const where of [panel.getByRole('region', { name: 'Client' }), panel.getByRole('tabpanel')]) {
      await expect(call(where)).toHaveAttribute('href', 'tel:+971501234567');
      await expect(whatsApp(where)).toHaveAttribute('href', 'https://wa.me/971501234567');
    }
  }
});
