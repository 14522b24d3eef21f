export { FinanceSection } from './components/finance-section';
