class Inbox
  def initialize
    @messages = []
  end

  def deliver(msg)
    raise ArgumentError, "empty message" if msg.to_s.strip.empty?
    @messages << msg
  end

  def errors
    @messages.grep(/ERROR/)
  end

  def count
    @messages.size
  end
end
