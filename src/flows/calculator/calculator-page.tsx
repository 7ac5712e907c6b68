export default function CalculatorPage() {
  return null;
}
