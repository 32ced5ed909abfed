// The cheapest half-hours of a London day on Agile, from the mock server (npm start) or the platform.
// Usage: npx tsx examples/cheapest-half-hours.ts [base URL] [YYYY-MM-DD] [how many]
import { createEnergyClient, londonDay } from '@energy-contracts/client';

const [baseUrl = 'http://127.0.0.1:4010/v1/', day = '2024-10-27', count = '6'] = process.argv.slice(2);
const client = createEnergyClient({ baseUrl });

// One London day: 46, 48 or 50 half-hours (the clock changes in March and October).
const rates = await client.unitRates({ tariff: 'E-1R-AGILE-24-04-03-C', period: londonDay(day) });
const cheapest = [...rates].sort((a, b) => a.value_inc_vat - b.value_inc_vat).slice(0, Number(count));

const time = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});
console.log(`${rates.length} half-hours on ${day}; the ${cheapest.length} cheapest:`);
for (const rate of cheapest)
  console.log(`${time.format(rate.from)}  ${rate.value_inc_vat.toFixed(2).padStart(6)} p/kWh`);
