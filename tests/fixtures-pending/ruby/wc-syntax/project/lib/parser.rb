class Parser
  def initialize(text)
    @text = text
  end

  def tokens
    unused = 42
    @text.split(/\s+/).map do |tok|
      case tok
      when /\A\d+\z/ then [:int, tok.to_i]
      when "+", "-" then [:op, tok]
      else [:ident, tok]
    end
  end

  def parse
    tokens.each_slice(2).to_h { |a, b| [a, b] 
  end
end
