export * from '../../../domain/repayments';
