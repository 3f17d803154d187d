class Temperature
  def self.c_to_f(c)
    c * 9 / 5 + 32
  end

  def self.parse(text)
    value, unit = text.match(/\A(-?\d+(?:\.\d+)?)\s*([CF])\z/).captures
    unit == "C" ? value.to_f : (value.to_f - 32) * 5 / 9
  end
end
