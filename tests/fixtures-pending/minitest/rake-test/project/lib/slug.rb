module Slug
  def self.call(title)
    title.downcase.strip.gsub(/[^a-z0-9]+/, "-")
  end
end
