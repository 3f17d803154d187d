# frozen_string_literal: true

# Sends invoices.
class Mailer
  def deliver(invoice, to)
    if to == nil
      raise ArgumentError, 'missing recipient'
    end
    puts "sending #{invoice.total} to #{to}"
  end
end
